# Two commands from a fresh clone: `make run` and `make test`. Both set themselves up.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test lint test-thorough translations bench font clean wheel dist test-dist

DIST_STAMP := $(VENV)/.installed-dist
VERSION = $(shell sed -n 's/^__version__ = "\(.*\)"/\1/p' archive_app/__init__.py)

$(STAMP): pyproject.toml
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[test]'
	@touch $(STAMP)

$(DIST_STAMP): $(STAMP)
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[test,dist]'
	@touch $(DIST_STAMP)

translations: $(STAMP)
	@$(PY) -m archive_app.i18n build > /dev/null

run: $(STAMP) translations
	@$(VENV)/bin/archive-app || test $$? -eq 3

# The same answer on the same code: property tests derandomized (tests/conftest.py), the hash seed
# fixed. Two workers: the suite stays under five minutes.
test: $(STAMP) translations lint
	QT_QPA_PLATFORM=offscreen PYTHONHASHSEED=0 $(PY) -m pytest -q -n 2

# Errors and likely bugs in the code (pyproject.toml's [tool.ruff]), and the engine's types
# ([tool.mypy]); make test runs it first.
lint: $(STAMP)
	$(PY) -m ruff check --quiet engine archive_app tests benchmarks tools packaging
	$(PY) -m mypy engine

# Exploration: many more cases from fresh random seeds (failures print a reproduction blob: add it
# as an @example beside the test), every curated puzzle re-verified, a random hash seed.
test-thorough: $(STAMP) translations
	QT_QPA_PLATFORM=offscreen HYPOTHESIS_PROFILE=thorough PUZZLES_THOROUGH=1 $(PY) -m pytest -q -n 2

bench: $(STAMP) translations
	$(PY) benchmarks/bench_bahu.py
	$(PY) benchmarks/bench_search.py
	$(PY) benchmarks/bench_startup.py

# Rebuild the bundled CJK font subset (needs Debian's fonts-noto-cjk).
font: $(STAMP)
	$(PY) tools/make_font_subset.py

# dist/changpai_archive-VERSION-py3-none-any.whl (+ sdist): `pipx install` it; no clone needed.
wheel: $(STAMP)
	$(PY) packaging/build_wheel.py dist

# dist/changpai-archive/ (starts without Python; ./install.sh adds the menu entry) and its .tar.gz.
dist: $(DIST_STAMP)
	$(PY) -m PyInstaller --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller \
		packaging/changpai-archive.spec
	tar -C dist -czf dist/changpai-archive-$(VERSION)-linux-$(shell uname -m).tar.gz changpai-archive
	@du -sh dist/changpai-archive dist/changpai-archive-$(VERSION)-linux-*.tar.gz

# The slow packaging tests: the wheel in a fresh venv, the standalone build in a clean environment.
test-dist: dist
	QT_QPA_PLATFORM=offscreen RUN_DIST_TESTS=1 $(PY) -m pytest -q -m slow tests/test_packaging.py

clean:
	rm -rf $(VENV) resources/translations/*.qm build dist
