"""The ruleset workshop's screens: the start page (`start`), the editor (`editor`) with its page
of fields (`rows`, `page`) and its controls (`fields`). The model they draw and drive is
`game.workshop`; the preview, Try it and the file chooser for import and export are screens
of their own, found by name like every other (`game.ui.scenes.SCENES`)."""
