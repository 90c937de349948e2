"""Conan 2 recipe: builds argon2-cpp with its own Meson build and packages what `meson install`
puts under the prefix. Consumers get the CMake targets argon2::argon2 and (clang) argon2::module
through CMakeDeps, and the pkg-config module libargon2 through PkgConfigDeps."""
import os
import re

from conan import ConanFile
from conan.errors import ConanInvalidConfiguration
from conan.tools.build import check_min_cppstd, stdcpp_library
from conan.tools.files import copy, load, rm, rmdir
from conan.tools.gnu import PkgConfigDeps
from conan.tools.layout import basic_layout
from conan.tools.meson import Meson, MesonToolchain

required_conan_version = ">=2.0"

class Argon2CppConan(ConanFile):
    name = "argon2-cpp"
    description = ("Argon2 password hashing (RFC 9106) in C++20: import argon2; or the header, "
                   "and a drop-in libargon2.so.1 for the reference C ABI")
    license = "Apache-2.0"
    topics = ("argon2", "password-hashing", "kdf", "blake2b", "cpp20-modules")
    package_type = "library"
    settings = "os", "arch", "compiler", "build_type"
    options = {
        "shared": [True, False],
        "fPIC": [True, False],
        "module": [True, False],
        "with_cli": [True, False],
        "with_highway": [True, False],
        "with_xsimd": [True, False],
        "backends": ["best", "all"],
        # The old name of backends, until the next release.
        "kernels": ["deprecated", "best", "all"],
    }
    default_options = {
        "shared": True,
        "fPIC": True,
        "module": True,
        "with_cli": False,
        "with_highway": False,
        "with_xsimd": False,
        "backends": "best",
        "kernels": "deprecated",
    }
    exports_sources = (
        "meson.build", "meson_options.txt", "LICENSE", "include/*", "modules/*", "src/*",
        "backends/*", "packaging/*", "cli/*",
    )

    def set_version(self):
        # The one place the version is written: project(version: ...) in meson.build.
        text = load(self, os.path.join(self.recipe_folder, "meson.build"))
        self.version = re.search(r"version:\s*'([^']+)'", text).group(1)

    def config_options(self):
        # The module needs clang: elsewhere consumers get the header.
        if self.settings.get_safe("compiler") != "clang":
            self.options.module = False

    def configure(self):
        if self.options.shared:
            self.options.rm_safe("fPIC")
        if self.options.kernels != "deprecated":
            self.output.warning(f"{self.ref}: option kernels is deprecated, use backends "
                                f"(kernels={self.options.kernels} is read as backends={self.options.kernels})")
            self.options.backends = str(self.options.kernels)

    def package_id(self):
        del self.info.options.kernels

    def layout(self):
        basic_layout(self, src_folder=".")
        # Meson's datadir, where the module's interface source goes.
        self.cpp.package.resdirs = ["share"]

    def requirements(self):
        if self.options.with_highway:
            self.requires("highway/1.0.3")
        if self.options.with_xsimd:
            self.requires("xsimd/8.1.0")

    def validate(self):
        check_min_cppstd(self, 20)
        # The kernels are written with GCC's and clang's vector extensions and attributes; the
        # platforms built and tested are the README's table (Windows: mingw-w64 GCC).
        if self.settings.compiler == "msvc" or self.settings.get_safe("compiler.runtime"):
            raise ConanInvalidConfiguration(
                f"{self.ref}: MSVC and clang-cl are not supported (GCC or clang with the GNU "
                f"interface; on Windows, mingw-w64 GCC)")
        if self.options.module and self.settings.compiler != "clang":
            raise ConanInvalidConfiguration(
                f"{self.ref}: module=True needs clang (the C++20 module is built with clang; "
                f"with {self.settings.compiler} use module=False and #include <argon2/argon2.hpp>)")

    def generate(self):
        toolchain = MesonToolchain(self)
        toolchain.project_options.update({
            # The kernel sets of backends/kernel_sets.txt for this CPU family that dispatch can
            # choose (backends=best) or all of them; the Highway family and the xsimd backends
            # only with their libraries (the versions pinned in requirements()), which Meson
            # then must find.
            "backends": [str(self.options.backends)],
            "highway": "enabled" if self.options.with_highway else "disabled",
            "xsimd": "enabled" if self.options.with_xsimd else "disabled",
            # Highway from the highway requirement, not the project's default fallback to
            # subprojects/highway.wrap (Conan builds with wrap_mode=nofallback).
            "force_fallback_for": [],
            "module": "enabled" if self.options.module else "disabled",
            "cli": bool(self.options.with_cli),
            "tests": "disabled",
            "bench": "disabled",
            "examples": "disabled",
        })
        toolchain.generate()
        PkgConfigDeps(self).generate()

    def build(self):
        meson = Meson(self)
        meson.configure()
        meson.build()

    def package(self):
        copy(self, "LICENSE", self.source_folder, os.path.join(self.package_folder, "licenses"))
        Meson(self).install()
        # CMakeDeps and PkgConfigDeps write the consumers' config files from package_info();
        # only the module's CMake file stays, as a build module.
        cmake_dir = os.path.join(self.package_folder, "lib", "cmake", "argon2")
        rm(self, "argon2Config*.cmake", cmake_dir)
        rmdir(self, os.path.join(self.package_folder, "lib", "pkgconfig"))

    def package_info(self):
        self.cpp_info.set_property("cmake_file_name", "argon2")
        self.cpp_info.set_property("cmake_target_name", "argon2::argon2")
        self.cpp_info.set_property("pkg_config_name", "libargon2")
        self.cpp_info.libs = ["argon2"]
        self.cpp_info.resdirs = ["share"]
        if self.settings.os in ("Linux", "FreeBSD"):
            self.cpp_info.system_libs = ["pthread", "m"]
        elif self.settings.os == "Windows" and not self.options.shared:
            # The OS layer's entropy (BCryptGenRandom) and waiting (WaitOnAddress).
            self.cpp_info.system_libs = ["bcrypt", "synchronization"]
        # A C program linking the static library needs the C++ runtime named.
        if not self.options.shared and stdcpp_library(self):
            self.cpp_info.system_libs.append(stdcpp_library(self))
        # argon2::module for `import argon2;`: the consumer's build compiles the packaged
        # interface source with its own flags (the file says why when it cannot).
        self.cpp_info.set_property("cmake_build_modules",
                                   [os.path.join("lib", "cmake", "argon2", "argon2-module.cmake")])
        self.cpp_info.set_property(
            "pkg_config_custom_content",
            "module_interface=${prefix}/share/argon2/module/argon2.cppm\n"
            f"module={'true' if self.options.module else 'false'}")
