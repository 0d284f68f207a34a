"""The game's data as packages: `game._data.assets` and `game._data.rulesets`.

The project keeps `assets/` and `rulesets/` at its top level; setup.py maps them into the wheel
as `game/_data/assets` and `game/_data/rulesets`, and build.spec puts them at the same place in
the bundle. A checkout and setuptools' editable install (its default, lenient mode) have no such
folders here, and setuptools' editable finder does not follow a sub-package mapped outside its
parent (pypa/setuptools#4248). So this package's search path also reaches the project's top
level when the data is not beside this file: the import system then finds the same two names
there, and `game.paths` reads every mode through `importlib.resources` alike.
"""

from pathlib import Path

_HERE = Path(__file__).resolve().parent
_TOP = _HERE.parent.parent
if not (_HERE / "assets").is_dir() and (_TOP / "pyproject.toml").is_file():
    __path__.append(str(_TOP))
