# auditgraph — two commands: `make demo` (set up + run the main job) and `make test`.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
SHARED_DATA ?= $(abspath ../shared/data)
export AUDITGRAPH_SHARED_DATA := $(SHARED_DATA)

.PHONY: demo test lint install install-dev lint-deps bench serve clean

# Also remade when a compiled reader's source or types change (setup.py builds them): an editable install
# keeps the .so files in ingest/, and an old one would run instead of the edited code (tests/unit/test_compiled_readers.py).
$(VENV)/.installed: pyproject.toml setup.py ingest/linkbase_events.py ingest/linkbase_events.pxd ingest/_instance_facts.pyx
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip 'setuptools>=77'
	# torch first and pinned: the machine's CPU wheel; an open requirement would pull the CUDA build (GBs).
	$(PY) -m pip install --quiet torch==2.13.0
	$(PY) -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-dev: $(VENV)/.installed
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $@

install: $(VENV)/.installed

install-dev: $(VENV)/.installed-dev

lint-deps: cypher/lint/node_modules/.package-lock.json

cypher/lint/node_modules/.package-lock.json: cypher/lint/package.json cypher/lint/package-lock.json
	npm ci --prefix cypher/lint --no-audit --no-fund --loglevel=error

demo: install  ## ingest the US-GAAP 2024 taxonomy and Apple's 10-K 2023 into the embedded graph, run the checks
	$(VENV)/bin/auditgraph demo

test: install-dev lint-deps lint  ## the architecture contract, lint, types, then the whole test suite on the embedded graph
	AUDITGRAPH_REQUIRE_NEO4J_LINT=1 $(PY) -m pytest -q -p no:cacheprovider

MYPY_TARGETS := -p auditgraph.store -p auditgraph.rules -m auditgraph.settings -m auditgraph.errors -m auditgraph.logs \
	-m auditgraph.periods -m auditgraph.decimals -m auditgraph.evidence -m auditgraph.cells -m auditgraph.diskspace -m auditgraph.validation

# auditgraph/<room> are links to the top-level folders, so the checkers read the installed package layout from a
# plain checkout (an editable install maps the folders through an import hook that import-linter and mypy do not read).
lint: install-dev  ## the architecture contract (import-linter), ruff (lint and format) and mypy
	$(VENV)/bin/lint-imports --no-cache
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/mypy --config-file pyproject.toml $(MYPY_TARGETS)

bench: install-dev
	$(PY) -m pip install --quiet -e '.[bench]'
	$(PY) bench/ingest.py
	$(PY) bench/check.py
	$(PY) bench/api.py
	$(PY) bench/retrieval.py

serve: install
	$(VENV)/bin/auditgraph serve

clean:
	-$(VENV)/bin/auditgraph db stop
	rm -rf .auditgraph runs
