"""What pyproject.toml cannot say: where the game's data goes in the package.

`assets/` and `rulesets/` stay at the project's top level. The wheel carries them as data
packages under `game._data` (folders of files, no Python): `assets/fonts` becomes
`game/_data/assets/fonts`, so `importlib.resources` finds them in an installed game, and
`game/_data/__init__.py` finds the same names in a checkout and in an editable install.
pyproject's `packages.find` cannot add a package whose folder lies outside its parent's, so the
list is made here, with every `game` sub-package found as before.
"""

from pathlib import Path

from setuptools import find_packages, setup

DATA_FOLDERS = ("assets", "rulesets")


def data_packages() -> dict[str, str]:
    """Each data folder and sub-folder as a package name under game._data -> its folder."""
    folders = [
        path
        for top in DATA_FOLDERS
        for path in [Path(top), *sorted(Path(top).rglob("*"))]
        if path.is_dir() and path.name != "__pycache__"
    ]
    return {"game._data." + ".".join(path.parts): path.as_posix() for path in folders}


DATA = data_packages()

setup(
    packages=[*find_packages(include=["game", "game.*"]), *DATA],
    package_dir=DATA,
    package_data={"game": ["ruleset/*.json"], **{name: ["*"] for name in DATA}},
)
