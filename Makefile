# Two commands from a fresh clone: `make run` and `make test`. Both set themselves up.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test translations bench font clean

$(STAMP): pyproject.toml
	@test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -e '.[test]'
	@touch $(STAMP)

translations: $(STAMP)
	@$(PY) -m archive_app.i18n build > /dev/null

run: $(STAMP) translations
	@$(VENV)/bin/archive-app || test $$? -eq 3

test: $(STAMP) translations
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q

bench: $(STAMP) translations
	$(PY) benchmarks/bench_bahu.py
	$(PY) benchmarks/bench_search.py
	$(PY) benchmarks/bench_startup.py

# Rebuild the bundled CJK font subset (needs Debian's fonts-noto-cjk).
font: $(STAMP)
	$(PY) tools/make_font_subset.py

clean:
	rm -rf $(VENV) resources/translations/*.qm
