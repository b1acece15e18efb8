"""The build step a wheel needs beyond pyproject.toml: stage content, fonts, icon and compiled translations.

Everything else about the package is declared in pyproject.toml.
"""

import importlib.util
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent


def _bundle_module():
    # loaded by path: the folder is named packaging/, which must not shadow the 'packaging' library
    spec = importlib.util.spec_from_file_location("changpai_bundle", HERE / "packaging" / "bundle.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class BuildWithBundle(build_py):
    """build_py, then archive_app/bundled/ (an editable install reads the clone's folders instead)."""

    def run(self):
        super().run()
        if not getattr(self, "editable_mode", False):
            files = _bundle_module().stage(Path(self.build_lib) / "archive_app" / "bundled")
            self.announce(f"bundled {len(files)} files (content, fonts, icon, licences, .qm)", level=2)


setup(cmdclass={"build_py": BuildWithBundle})
