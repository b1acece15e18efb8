"""setuptools, plus the tools a wheel's build step runs (setup.py compiles the UI translations).

Only a wheel needs them: an sdist or the editable install of ``make`` builds without PySide6 or OpenCC
in the build environment.
"""

from setuptools import build_meta as _setuptools
from setuptools.build_meta import *  # noqa: F403 - the backend's hooks, unchanged unless named below

WHEEL_BUILD_TOOLS = ["PySide6-Essentials>=6.6,<6.12", "opencc>=1.1.6"]  # pyside6-lrelease; 繁體 catalogues


def get_requires_for_build_wheel(config_settings=None):
    return _setuptools.get_requires_for_build_wheel(config_settings) + WHEEL_BUILD_TOOLS
