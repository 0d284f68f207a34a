"""What pyproject.toml cannot say: where the game's data goes in the package.

`assets/` and `rulesets/` stay at the project's top level. The wheel carries them as data
packages under `game._data` (folders of files, no Python): `assets/fonts` becomes
`game/_data/assets/fonts`, so `importlib.resources` finds them in an installed game, and
`game/_data/__init__.py` finds the same names in a checkout and in an editable install.
pyproject's `packages.find` cannot add a package whose folder lies outside its parent's, so the
list is made here, with every `game` sub-package found as before.

The engine (`game/engine`, the simulator's and the bots' inner loop) is also compiled here to C
extension modules with mypyc, from the same Python source, when a C compiler and the Python
headers are there (packaging/build_backend.py decides, and asks for mypy then); otherwise, or
with MAUMAU_PURE_PYTHON=1, the package is the pure-Python source, and one line says so. The
build puts the modules beside their source (an editable install) or into the wheel;
`game.engine.compiled()` tells which engine runs. setup.py runs through that backend, which
puts packaging/ on the import path.
"""

import sys
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

from setuptools import Extension, find_packages, setup
from setuptools.command.build_ext import build_ext

from build_backend import why_not_compiled

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


#: The package mypyc compiles. mypyc's runtime for its modules is one more extension module
#: inside it: `game.engine.native__mypyc`.
ENGINE = Path("game", "engine")
RUNTIME_GROUP = "game.engine.native"
#: Modules kept in Python: `__init__` only re-exports (and a plain package is what the import
#: system and PyInstaller expect); `match` runs once a round, not once a decision, and a
#: compiled class cannot be subclassed in Python (the guide's ArrangedMatch is).
KEPT_IN_PYTHON = {"__init__.py", "match.py"}


#: The commands that build extension modules. The others (the metadata, the sdist) need no C:
#: mypyc type-checks the engine before it writes any, which takes seconds.
BUILDING = {"build", "build_ext", "bdist_wheel", "editable_wheel", "develop", "install"}


def say(line: str) -> None:
    print(f"maumau: {line}", file=sys.stderr, flush=True)


def mypyc_missing() -> str | None:
    try:
        import mypyc.build  # noqa: F401 - mypy ships it; the build backend asks for it
    except ImportError:
        return "mypyc (part of mypy) is not installed in the build environment"
    return None


def engine_extensions() -> list[Extension]:
    """The engine's modules built by mypyc, or none (with one line that says why)."""
    if not BUILDING & set(sys.argv[1:]):
        return []
    reason = why_not_compiled() or mypyc_missing()
    if reason:
        say(f"the engine stays pure Python: {reason}")
        remove_earlier_builds(keep=set())
        return []
    from mypyc.build import mypycify

    modules = sorted(p for p in ENGINE.glob("*.py") if p.name not in KEPT_IN_PYTHON)
    remove_earlier_builds(keep={p.stem for p in modules} | {RUNTIME_GROUP.rpartition(".")[2]})
    say(f"compiling the engine with mypyc ({len(modules)} modules)")
    return mypycify([p.as_posix() for p in modules], group_name=RUNTIME_GROUP, opt_level="3")


def remove_earlier_builds(keep: set[str]) -> None:
    """An editable install leaves the compiled modules beside their source, where Python imports
    them ahead of it: those this build will not make again (all of them when the engine stays
    Python) must go, or they would stand in for the source."""
    for path in sorted(ENGINE.iterdir()):
        suffix = next((s for s in EXTENSION_SUFFIXES if path.name.endswith(s)), None)
        if suffix and path.name.removesuffix(suffix).split("__mypyc")[0] not in keep:
            say(f"removing {path.as_posix()}, left by an earlier build")
            path.unlink()


def names_a_search_path(argument: str) -> bool:
    """A linker argument that writes a library search path (RUNPATH) into the module."""
    return argument.startswith(("-Wl,-rpath", "-Wl,-R", "-Wl,--enable-new-dtags"))


class BuildWithoutSearchPaths(build_ext):
    """The engine's modules need no library but libc, yet a Python built with a search path of
    its own (pyenv's `-Wl,-rpath,<its lib folder>` in LDSHARED) puts that folder of the build
    machine into every module it links, and the loader looks there at each import on every
    machine the wheel reaches. The linker is called without it."""

    def build_extensions(self) -> None:
        for attribute in ("linker_so", "linker_so_cxx"):
            command = getattr(self.compiler, attribute, None)
            if command:
                setattr(
                    self.compiler, attribute, [a for a in command if not names_a_search_path(a)]
                )
        super().build_extensions()


DATA = data_packages()

setup(
    packages=[*find_packages(include=["game", "game.*"]), *DATA],
    package_dir=DATA,
    package_data={"game": ["ruleset/*.json"], **{name: ["*"] for name in DATA}},
    ext_modules=engine_extensions(),
    cmdclass={"build_ext": BuildWithoutSearchPaths},
    # The manual page where an environment keeps them: pipx links it into its man folder
    # (`man maumau` after `pipx install`); the .deb installs its own copy.
    data_files=[("share/man/man6", ["docs/maumau.6"])],
)
