# Two commands do all the set-up on a fresh machine: `make play` and `make test`.
# Another Python: `make play PYTHON=python3.12` (3.11 or newer).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
TOOLS := $(VENV)/.tools

.PHONY: play test quick test-pure lint format bench sim check bundle dist desktop clean guard

# The install compiles the engine with mypyc (setup.py), and the compiled modules, not the
# source beside them, are what Python imports: a change to the engine's source installs again.
ENGINE_SOURCES := $(wildcard game/engine/*.py)
BUILD_FILES := pyproject.toml setup.py packaging/build_backend.py
# Which engine the install built, in one line (the build backend's own line is for pip and
# pipx users: MAUMAU_QUIET_BUILD=1 keeps it out of make's output).
SAY_ENGINE := import game.engine as e; print("The engine is", "compiled (mypyc)." if e.compiled() \
	else "pure Python: no C compiler with the Python headers here, or MAUMAU_PURE_PYTHON=1.")

# The first run creates .venv and installs the game with what playing needs, no more; it says
# so, since pip is silent for the minute that takes. A failed set-up leaves no half-made .venv.
$(STAMP): $(BUILD_FILES) $(ENGINE_SOURCES)
	@command -v $(PYTHON) >/dev/null 2>&1 || { \
		echo "Mau-Mau's set-up cannot find the Python interpreter '$(PYTHON)' (not on PATH)."; \
		echo "Install Python 3.11 or newer (README, 'Before you start'), or name one that is"; \
		echo "installed: make play PYTHON=python3.11 (or the path to its program)."; \
		exit 1; }
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null || { \
		echo "Mau-Mau needs Python 3.11 or newer; '$(PYTHON)' is: $$($(PYTHON) --version 2>&1)."; \
		echo "Install a newer one (README, 'Before you start') and name it: make play PYTHON=python3.12"; \
		exit 1; }
	@if test -x $(PY); then echo "Updating $(VENV): the build files or the engine changed..."; \
	else echo "Setting up $(VENV) with $$($(PYTHON) --version): installing the game" \
		"(first time only, about a minute)..."; \
		$(PYTHON) -m venv $(VENV) || { rm -rf $(VENV); \
			echo "'$(PYTHON) -m venv' failed. On Debian and Ubuntu: sudo apt install python3-venv"; \
			exit 1; }; fi
	@$(PY) -m pip install --quiet --upgrade pip
	@MAUMAU_QUIET_BUILD=1 $(PY) -m pip install --quiet -e .
	@$(PY) -c '$(SAY_ENGINE)'
	@touch $(STAMP)

# The test and lint tools on top (pyproject's dependency groups), for `make test` and `make lint`.
$(TOOLS): $(STAMP) pyproject.toml
	@echo "Adding the test and lint tools to $(VENV)..."
	@$(PY) -m pip install --quiet --group test --group lint
	@touch $(TOOLS)

play: $(STAMP)
	$(PY) -m game play

HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1

# Every test, in a worker process per core (pytest-xdist); each worker has its own user
# folders, X displays and temporary files. `make test JOBS=0` runs them in this one process.
# worksteal: an idle worker takes tests queued for a busy one, so no core waits at the end.
JOBS ?= auto
XDIST = -n $(JOBS) --dist worksteal
test: $(TOOLS)
	$(HEADLESS) $(PY) -m pytest $(XDIST)

# The fast subset, before every commit: the engine, the rules' scenarios, the ruleset reader,
# the table session, the guide and the other tests at the top of tests/ that open no window
# and start no game (not the install's or the desktop's). `make test` runs these and all others.
# The generative ones draw fewer examples here (MAUMAU_TESTS=quick, tests.helpers.draws), and
# all run in this one process: a worker per core would start, import and collect again and
# read the rulesets again, more CPU than the second core saves on these.
QUICK := tests/engine tests/rules tests/ruleset tests/table tests/guide \
	$(filter-out tests/test_install.py tests/test_desktop.py,$(wildcard tests/test_*.py))
quick: $(TOOLS)
	MAUMAU_TESTS=quick $(HEADLESS) $(PY) -m pytest -p no:xdist $(QUICK)

# The generative guard of issue 32 run long: GUARD_EXAMPLES rulesets drawn at random from the
# schema (not the derandomized dozen of `make test`), each driven through every reader of a
# ruleset. Each failure goes on (the file that made it and its traceback in build/guard/, one
# per place that raised; progress.txt counts) and the run fails at the end with the list.
GUARD_EXAMPLES ?= 3000
guard: $(TOOLS)
	rm -rf build/guard
	GUARD_PROFILE=guard-long GUARD_EXAMPLES=$(GUARD_EXAMPLES) GUARD_FINDINGS=build/guard $(HEADLESS) $(PY) -m pytest -p no:xdist \
		-p no:cacheprovider --hypothesis-show-statistics \
		tests/guard/test_generated_rulesets.py::test_a_drawn_ruleset_check_accepts_opens_shows_deals_and_plays

# The engine's, the rules' and the simulator's tests once more on the engine's Python source,
# so that both engines stay right, and the docstring examples with the engine's own (the
# compiled modules have none): a copy of the checkout without the compiled modules, imported
# ahead of the install (MAUMAU_PURE_PYTHON=1 tells the tests which engine to expect).
PURE := build/pure
test-pure: $(TOOLS)
	rm -rf $(PURE) && mkdir -p $(PURE)
	cp -R game tests tools docs assets rulesets pyproject.toml README.md $(PURE)/
	find $(PURE)/game -name '*.so' -delete -o -name '*.pyd' -delete
	cd $(PURE) && MAUMAU_PURE_PYTHON=1 PYTHONPATH=. $(HEADLESS) \
		$(CURDIR)/$(PY) -m pytest -p no:cacheprovider $(XDIST) \
		tests/engine tests/rules tests/sim tests/test_doctests.py

# ruff (lint and format) over the code, its tests and its build; mypy --strict over every
# package of the game, the screen included.
LINTED := game tests tools packaging setup.py
lint: $(TOOLS)
	$(VENV)/bin/ruff check $(LINTED)
	$(VENV)/bin/ruff format --check $(LINTED)
	$(VENV)/bin/mypy --strict game

format: $(TOOLS)
	$(VENV)/bin/ruff check --fix $(LINTED)
	$(VENV)/bin/ruff format $(LINTED)

bench: $(STAMP)
	$(PY) -m game bench

check: $(STAMP)
	$(PY) -m game check rulesets/*.yaml

# The standalone program in dist/maumau/ (PyInstaller, one folder; see build.spec).
bundle: $(STAMP)
	$(PY) -m pip install --quiet --group dist
	$(PY) -m PyInstaller --noconfirm build.spec
	@du -sh dist/maumau 2>/dev/null || true

# The release's artefacts in dist/ (packaging/dist.py): the sdist, the manylinux wheels and the
# pure one, the bundle and its .tar.gz, the .deb and SHA256SUMS, each with its size and time,
# all named for the checkout's version (git's tag); then docs/screenshots made again, saying
# which changed. A wheel with the compiled engine for this Python and each other one found on
# PATH (python3.12 ...); `make dist DIST_PYTHONS=3.11,3.12,3.13` asks for exactly those, or fails.
DIST_PYTHONS ?=
dist: $(STAMP)
	$(PY) -m pip install --quiet --group dist
	$(PY) packaging/dist.py $(if $(DIST_PYTHONS),--pythons $(DIST_PYTHONS))

# The game in the application menu (Linux): `.venv/bin/maumau desktop uninstall` removes it.
desktop: $(STAMP)
	$(VENV)/bin/maumau desktop install

clean:
	rm -rf $(VENV) build dist *.egg-info
