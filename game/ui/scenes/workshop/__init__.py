"""The ruleset workshop's screens: start page, editor, preview, try it, import and export."""
