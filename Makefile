# Every target creates .venv on first use and installs the pinned dependencies.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-dev
BUILD_STAMP := $(VENV)/.installed-build
ART_STAMP := $(VENV)/.installed-art

.PHONY: play test lint bench sounds dist package dist-check art slow-test

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -e ".[dev]"
	touch $(STAMP)

play: $(STAMP)
	$(BIN)/python -m scenes $(ARGS)

test: $(STAMP)
	$(BIN)/python -m pytest

# The art extra too: mypy checks the art generators against Pillow's own types.
$(ART_STAMP): $(STAMP)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -e ".[dev,art]"
	touch $(ART_STAMP)

lint: $(ART_STAMP)
	$(BIN)/ruff check .
	$(BIN)/mypy

bench: $(STAMP)
	$(BIN)/python -m game bench

sounds: $(STAMP)
	$(BIN)/python tools/make_sounds.py

$(BUILD_STAMP): $(STAMP)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -e ".[dev,build]"
	touch $(BUILD_STAMP)

# The one-folder PyInstaller build: dist/schotten-totten/
dist: $(BUILD_STAMP)
	$(BIN)/pyinstaller --noconfirm --clean --log-level WARN build.spec

# The Linux packages: a .deb and a portable .tar.gz of the one-folder build.
package: dist
	bash packaging/linux/build_deb.sh
	tar -C dist -czf dist/schotten-totten-$$(sed -n 's/^version = "\(.*\)"/\1/p' pyproject.toml)-linux-x86_64.tar.gz schotten-totten

# Builds everything, then checks it: the frozen game's self-test, installed and portable,
# every licence and nothing of the build machine in the bundle, lintian on the .deb.
dist-check: $(BUILD_STAMP)
	$(BIN)/python -m pytest -m "slow or not slow" tests/test_third_party.py tests/test_packaging.py -p no:cacheprovider

# The long checks: generators reproduce the committed art byte for byte, packaging works.
slow-test: $(BUILD_STAMP) $(ART_STAMP)
	$(BIN)/python -m pytest -m slow

art: $(ART_STAMP)
	$(BIN)/python tools/make_fonts.py
	$(BIN)/python tools/make_art.py
	$(BIN)/python tools/make_takethat_art.py
