"""The package's metadata is in pyproject.toml; this only installs pdd-logs.pth beside the
package (a .pth goes to site-packages itself, which pyproject.toml cannot say): at each Python
start it imports _pdd_watch when PACE_DACE_DEBUG=True (or NDSL's switches), and installs _pdd_names's finder (see
there)."""
import os
import shutil

from setuptools import setup
from setuptools.command.build_py import build_py


class BuildWithPth(build_py):
    def run(self):
        super().run()
        shutil.copy(os.path.join(os.path.dirname(os.path.abspath(__file__)), "pdd-logs.pth"), self.build_lib)


setup(cmdclass={"build_py": BuildWithPth})
