# Two commands do all the set-up on a fresh machine: `make play` and `make test`.
# Another Python: `make play PYTHON=python3.12` (3.11 or newer).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: play test lint format bench sim check bundle desktop clean

# The first run creates .venv and installs the game with its test and lint tools; it says so,
# since pip is silent for the minute that takes. A failed set-up leaves no half-made .venv.
$(STAMP): pyproject.toml setup.py
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null || { \
		echo "Mau-Mau needs Python 3.11 or newer; '$(PYTHON)' is: $$($(PYTHON) --version 2>&1)."; \
		echo "Install one (README, 'Before you start'), then e.g.: make play PYTHON=python3.12"; \
		exit 1; }
	@if test -x $(PY); then echo "Updating $(VENV): pyproject.toml or setup.py changed..."; \
	else echo "Setting up $(VENV) with $$($(PYTHON) --version): installing the game and its tools" \
		"(first time only, about a minute)..."; \
		$(PYTHON) -m venv $(VENV) || { rm -rf $(VENV); \
			echo "'$(PYTHON) -m venv' failed. On Debian and Ubuntu: sudo apt install python3-venv"; \
			exit 1; }; fi
	@$(PY) -m pip install --quiet --upgrade pip
	@$(PY) -m pip install --quiet -e '.[test,dev]'
	@touch $(STAMP)

play: $(STAMP)
	$(PY) -m game play

test: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy PYGAME_HIDE_SUPPORT_PROMPT=1 \
		$(PY) -m pytest

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
