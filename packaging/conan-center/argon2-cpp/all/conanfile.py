import os

from conan import ConanFile
from conan.errors import ConanInvalidConfiguration
from conan.tools.build import check_min_cppstd, stdcpp_library
from conan.tools.files import copy, get, rm, rmdir
from conan.tools.gnu import PkgConfigDeps
from conan.tools.layout import basic_layout
from conan.tools.meson import Meson, MesonToolchain
from conan.tools.scm import Version

required_conan_version = ">=2.0.9"


class Argon2CppConan(ConanFile):
    name = "argon2-cpp"
    description = ("Argon2 password hashing (RFC 9106) in C++20, with a drop-in libargon2 for "
                   "programs written against the reference argon2.h")
    license = "Apache-2.0"
    url = "https://github.com/conan-io/conan-center-index"
    homepage = "https://github.com/argon2-cpp/argon2-cpp"
    topics = ("argon2", "password-hashing", "kdf", "blake2b", "scrypt")
    package_type = "library"
    # Programs written against the reference's argon2.h switch with one profile line:
    # [replace_requires] argon2/*: argon2-cpp/<version>
    provides = "argon2"
    settings = "os", "arch", "compiler", "build_type"
    options = {
        "shared": [True, False],
        "fPIC": [True, False],
        # The kernel sets built: per ISA tier those the dispatch order can choose (best), or all
        # of them (for comparisons; docs/backends.md).
        "backends": ["best", "all"],
        "with_highway": [True, False],
        "with_xsimd": [True, False],
        # `import argon2;`: the interface source packaged, compiled by the consumer (clang).
        "enable_module": [True, False],
        "with_cli": [True, False],
    }
    default_options = {
        "shared": False,
        "fPIC": True,
        "backends": "best",
        "with_highway": False,
        "with_xsimd": False,
        "enable_module": True,
        "with_cli": False,
    }

    @property
    def _min_cppstd(self):
        return 20

    @property
    def _compilers_minimum_version(self):
        return {"gcc": "11", "clang": "16", "apple-clang": "15"}

    def config_options(self):
        if self.settings.os == "Windows":
            del self.options.fPIC
        # The module is built with clang: elsewhere consumers get the header.
        if self.settings.get_safe("compiler") != "clang":
            self.options.enable_module = False

    def configure(self):
        if self.options.shared:
            self.options.rm_safe("fPIC")

    def layout(self):
        basic_layout(self, src_folder="src")
        # Meson's datadir (MesonToolchain reads it from here): the module's interface source goes
        # to res/, the one data folder ConanCenter allows.
        self.cpp.package.resdirs = ["res"]

    def requirements(self):
        if self.options.with_highway:
            self.requires("highway/1.3.0")
        if self.options.with_xsimd:
            self.requires("xsimd/13.2.0")

    def package_id(self):
        # Built as C++20 (validate_build()); a consumer's cppstd does not change the binary, and
        # a C program through argon2.h has none.
        self.info.settings.rm_safe("compiler.cppstd")

    def validate(self):
        # The kernels are written with GCC's and clang's vector extensions and attributes.
        if self.settings.compiler == "msvc" or self.settings.get_safe("compiler.runtime"):
            raise ConanInvalidConfiguration(
                f"{self.ref}: MSVC and clang-cl are not supported (GCC or clang with the GNU "
                "interface; on Windows, mingw-w64 GCC or clang)")
        if self.options.enable_module and self.settings.compiler != "clang":
            raise ConanInvalidConfiguration(
                f"{self.ref}: enable_module=True needs clang (the C++20 module is built with "
                f"clang; with {self.settings.compiler} use enable_module=False and "
                "#include <argon2/argon2.hpp>)")

    def validate_build(self):
        # C++20 to build it (-s argon2-cpp/*:compiler.cppstd=20 where the profile says less);
        # its consumers keep their own cppstd (package_id()).
        check_min_cppstd(self, self._min_cppstd)
        minimum = self._compilers_minimum_version.get(str(self.settings.compiler))
        if minimum and Version(self.settings.compiler.version) < minimum:
            raise ConanInvalidConfiguration(
                f"{self.ref} needs C++{self._min_cppstd} to build: {self.settings.compiler} "
                f"{minimum} or newer")

    def build_requirements(self):
        self.tool_requires("meson/[>=1.0.1 <2]")  # meson.build's meson_version
        if not self.conf.get("tools.gnu:pkg_config", check_type=str):
            self.tool_requires("pkgconf/[>=2.2 <3]")

    def source(self):
        get(self, **self.conan_data["sources"][self.version], strip_root=True)

    def generate(self):
        toolchain = MesonToolchain(self)
        toolchain.project_options.update({
            "backends": [str(self.options.backends)],
            "highway": "enabled" if self.options.with_highway else "disabled",
            "xsimd": "enabled" if self.options.with_xsimd else "disabled",
            # Highway from the requirement, never the project's fallback to its bundled wrap.
            "force_fallback_for": [],
            "module": "enabled" if self.options.enable_module else "disabled",
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
        # CMakeDeps and PkgConfigDeps write the consumers' files from package_info(); only the
        # module's CMake file stays, as a build module (it defines argon2::module).
        rm(self, "argon2Config*.cmake", os.path.join(self.package_folder, "lib", "cmake", "argon2"))
        rmdir(self, os.path.join(self.package_folder, "lib", "pkgconfig"))
        rm(self, "*.pdb", self.package_folder, recursive=True)

    def package_info(self):
        self.cpp_info.set_property("cmake_file_name", "argon2")
        self.cpp_info.set_property("cmake_target_name", "argon2::argon2")
        self.cpp_info.set_property("pkg_config_name", "libargon2")
        self.cpp_info.libs = ["argon2"]
        self.cpp_info.resdirs = ["res"]
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
            "module_interface=${prefix}/res/argon2/module/argon2.cppm\n"
            f"module={'true' if self.options.get_safe('enable_module') else 'false'}")
