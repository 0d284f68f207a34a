# Two commands do all the set-up on a fresh machine: `make play` and `make test`.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: play test lint format bench sim check bundle clean

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test,dev]'
	touch $(STAMP)

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

clean:
	rm -rf $(VENV) build dist *.egg-info
