"""Development commands: the table's frame-time benchmark, the smoke round and the window with
end-to-end test hooks.

Nothing in the game imports this package. `python -m game` reaches it only for the commands
`bench-ui`, `--smoke` and `e2e` (see `game.__main__`); playing, `rules`, `check` and `sim`
never load it. It sits on top of everything, beside `game.ui`, which it drives headless.
"""
