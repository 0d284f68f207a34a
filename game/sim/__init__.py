"""Headless play: random legal play for simulation and benchmarks, traces and their checker,
and the preview of what a ruleset does with medium bots (`game.sim.preview`).

`python -m game sim` and `python -m game bench` live in `game.sim.commands`. Everything here
goes through the engine's public verbs (`actors`, `legal_actions`, `apply`), as a table would.
Import from the modules themselves (`game.sim.simulate`, `game.sim.random_player`): the package
imports nothing, so that the trace checker `python -m game.sim.replay` never imports the engine.
"""
