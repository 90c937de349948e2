"""Conan 2 recipe for working on this tree: `conan create .` packages the checkout. It is the
ConanCenter recipe, packaging/conan-center/argon2-cpp/all/conanfile.py (exported beside this
file), with the sources and the version taken from the tree instead of a release tarball, and
the option names of the previous release read for one more release. Everything else (options,
requirements, how it builds, what the package holds) is written once, there."""
import importlib.util
import os
import re

from conan.tools.files import load

_RECIPE = os.path.join("packaging", "conan-center", "argon2-cpp", "all", "conanfile.py")


def _conan_center_recipe():
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), _RECIPE)
    spec = importlib.util.spec_from_file_location("argon2_cpp_conan_center_recipe", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.Argon2CppConan


_ConanCenterRecipe = _conan_center_recipe()

# The previous release's option names -> today's.
_DEPRECATED = {"kernels": "backends", "module": "enable_module"}


class Argon2CppFromTree(_ConanCenterRecipe):
    exports = _RECIPE
    exports_sources = (
        "meson.build", "meson_options.txt", "LICENSE", "include/*", "modules/*", "src/*",
        "backends/*", "packaging/*", "cli/*",
    )
    options = {**_ConanCenterRecipe.options,
               "kernels": ["deprecated", "best", "all"],
               "module": ["deprecated", True, False]}
    default_options = {**_ConanCenterRecipe.default_options,
                       "kernels": "deprecated", "module": "deprecated"}

    def set_version(self):
        # The one place the version is written: project(version: ...) in meson.build.
        text = load(self, os.path.join(self.recipe_folder, "meson.build"))
        self.version = re.search(r"version:\s*'([^']+)'", text).group(1)

    def configure(self):
        super().configure()
        for old, new in _DEPRECATED.items():
            value = str(self.options.get_safe(old))
            if value != "deprecated":
                self.output.warning(f"{self.ref}: option {old} is deprecated, use {new} "
                                    f"({old}={value} is read as {new}={value})")
                setattr(self.options, new, value)

    def package_id(self):
        super().package_id()
        for old in _DEPRECATED:
            self.info.options.rm_safe(old)

    def layout(self):
        super().layout()
        self.folders.source = "."  # the tree itself, where the release tarball has src/

    def source(self):
        pass  # exports_sources are the sources
