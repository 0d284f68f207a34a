"""Headless play: random legal play for simulation and benchmarks, traces and their checker.

`python -m game sim` and `python -m game bench` live in `game.sim.commands`. Everything here
goes through the engine's public verbs (`actors`, `legal_actions`, `apply`), as a table would.
"""

from game.sim.random_player import RandomPlayer
from game.sim.simulate import CAP, RoundFailed, SimResult, play_round, round_seed, simulate

__all__ = [
    "CAP",
    "RandomPlayer",
    "RoundFailed",
    "SimResult",
    "play_round",
    "round_seed",
    "simulate",
]
