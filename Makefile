# Two commands do all the set-up on a fresh machine: `make play` and `make test`.
# Another Python: `make play PYTHON=python3.12` (3.11 or newer).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: play test test-pure lint format bench sim check bundle desktop clean

# The install compiles the engine with mypyc (setup.py), and the compiled modules, not the
# source beside them, are what Python imports: a change to the engine's source installs again.
ENGINE_SOURCES := $(wildcard game/engine/*.py)
# Which engine the install built, in one line (pip keeps the build's own words to itself).
SAY_ENGINE := import game.engine as e; print("The engine is", "compiled (mypyc)." if e.compiled() \
	else "pure Python: no C compiler with the Python headers here, or MAUMAU_PURE_PYTHON=1.")

# The first run creates .venv and installs the game with its test and lint tools; it says so,
# since pip is silent for the minute that takes. A failed set-up leaves no half-made .venv.
$(STAMP): pyproject.toml setup.py $(ENGINE_SOURCES)
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null || { \
		echo "Mau-Mau needs Python 3.11 or newer; '$(PYTHON)' is: $$($(PYTHON) --version 2>&1)."; \
		echo "Install one (README, 'Before you start'), then e.g.: make play PYTHON=python3.12"; \
		exit 1; }
	@if test -x $(PY); then echo "Updating $(VENV): pyproject.toml, setup.py or the engine changed..."; \
	else echo "Setting up $(VENV) with $$($(PYTHON) --version): installing the game and its tools" \
		"(first time only, about a minute)..."; \
		$(PYTHON) -m venv $(VENV) || { rm -rf $(VENV); \
			echo "'$(PYTHON) -m venv' failed. On Debian and Ubuntu: sudo apt install python3-venv"; \
			exit 1; }; fi
	@$(PY) -m pip install --quiet --upgrade pip
	@$(PY) -m pip install --quiet -e '.[test,dev]'
	@$(PY) -c '$(SAY_ENGINE)'
	@touch $(STAMP)

play: $(STAMP)
	$(PY) -m game play

HEADLESS := SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1

test: $(STAMP)
	$(HEADLESS) $(PY) -m pytest

# The engine's, the rules' and the simulator's tests once more on the engine's Python source,
# so that both engines stay right: a copy of the checkout without the compiled modules, imported
# ahead of the install (MAUMAU_PURE_PYTHON=1 tells the tests which engine to expect).
PURE := build/pure
test-pure: $(STAMP)
	rm -rf $(PURE) && mkdir -p $(PURE)
	cp -R game tests tools docs assets rulesets pyproject.toml README.md $(PURE)/
	find $(PURE)/game -name '*.so' -delete -o -name '*.pyd' -delete
	cd $(PURE) && MAUMAU_PURE_PYTHON=1 PYTHONPATH=. $(HEADLESS) \
		$(CURDIR)/$(PY) -m pytest -p no:cacheprovider tests/engine tests/rules tests/sim

# ruff (lint and format) over the code and its tests; mypy, strict on the engine.
LINTED := game tests tools
lint: $(STAMP)
	$(VENV)/bin/ruff check $(LINTED)
	$(VENV)/bin/ruff format --check $(LINTED)
	$(VENV)/bin/mypy --strict game/engine
	$(VENV)/bin/mypy game

format: $(STAMP)
	$(VENV)/bin/ruff check --fix $(LINTED)
	$(VENV)/bin/ruff format $(LINTED)

bench: $(STAMP)
	$(PY) -m game bench

check: $(STAMP)
	$(PY) -m game check rulesets/*.yaml

# The standalone program in dist/maumau/ (PyInstaller, one folder; see build.spec).
bundle: $(STAMP)
	$(PY) -m pip install --quiet -e '.[bundle]'
	$(PY) -m PyInstaller --noconfirm build.spec
	@du -sh dist/maumau 2>/dev/null || true

# The game in the application menu (Linux): `.venv/bin/maumau desktop uninstall` removes it.
desktop: $(STAMP)
	$(VENV)/bin/maumau desktop install

clean:
	rm -rf $(VENV) build dist *.egg-info
