"""The package as its users get it: the repository's CMake consumer (CMakeDeps + CMakeToolchain:
a C program, the header, and `import argon2;` where the package offers argon2::module) and its
Meson consumer (PkgConfigDeps + MesonToolchain: the same programs, the module compiled from the
packaged interface). Each program hashes, prints the PHC string and verifies it. Cross-built, the
programs run through the command the conf `user.argon2-cpp:runner` names (wine for Windows:
tests/packaging/routes.sh), or not at all."""
import os
import shutil

from conan import ConanFile
from conan.tools.build import can_run, cross_building
from conan.tools.cmake import CMake, CMakeDeps, CMakeToolchain
from conan.tools.gnu import PkgConfigDeps
from conan.tools.meson import MesonToolchain

# The consumers live with the repository's packaging tests, shared with tests/packaging/routes.sh.
_CONSUMERS = os.path.join("..", "tests", "packaging", "consumers")


class Argon2CppTestConan(ConanFile):
    settings = "os", "arch", "compiler", "build_type"
    test_type = "explicit"

    def requirements(self):
        self.requires(self.tested_reference_str)

    def layout(self):
        # One folder per host system and compiler: a Windows package's run scripts (.bat) must
        # not meet a Linux one's.
        host = f"{self.settings.os}-{self.settings.compiler}".lower()
        self.folders.build = os.path.join("build", host, "cmake")
        self.folders.generators = os.path.join("build", host, "generators")

    def generate(self):
        CMakeDeps(self).generate()
        toolchain = CMakeToolchain(self)
        # Where the package offers the module, not getting it is a failure.
        toolchain.cache_variables["ARGON2_REQUIRE_MODULE"] = bool(
            self.dependencies["argon2-cpp"].options.enable_module)
        toolchain.generate()
        PkgConfigDeps(self).generate()
        MesonToolchain(self).generate()

    def _meson_build_folder(self):
        return os.path.join(self.build_folder, "..", "meson")

    def build(self):
        cmake = CMake(self)
        cmake.configure(build_script_folder=os.path.join(_CONSUMERS, "cmake"))
        cmake.build()

        kind, machine_file = (("cross", "conan_meson_cross.ini") if cross_building(self)
                              else ("native", "conan_meson_native.ini"))
        machine_file = os.path.join(self.generators_folder, machine_file)
        meson_dir = self._meson_build_folder()
        shutil.rmtree(meson_dir, ignore_errors=True)
        self.run(f'meson setup --{kind}-file "{machine_file}" "{meson_dir}" '
                 f'"{os.path.join(self.source_folder, _CONSUMERS, "meson")}" -Droute=installed')
        self.run(f'meson compile -C "{meson_dir}"')

    def test(self):
        runner = self.conf.get("user.argon2-cpp:runner", default="")
        if not can_run(self) and not runner:
            return
        suffix = ".exe" if self.settings.os == "Windows" else ""
        command_prefix, run_env = "", "conanrun"
        if runner:
            # The host's run environment is a script for the host (conanrun.bat for Windows):
            # the runner is told where the package's shared libraries are instead.
            bindirs = os.pathsep.join(self.dependencies["argon2-cpp"].cpp_info.bindirs)
            command_prefix, run_env = f'PATH="{bindirs}{os.pathsep}$PATH" {runner} ', None
        has_module = bool(self.dependencies["argon2-cpp"].options.enable_module)
        programs = ["app_c", "app_header"] + (["app_module"] if has_module else [])
        for consumer, folder in (("cmake", self.build_folder),
                                 ("meson", self._meson_build_folder())):
            for program in programs:
                path = os.path.join(folder, program + suffix)
                if not os.path.isfile(path):
                    raise RuntimeError(f"{consumer} consumer did not build {program}")
                self.run(f'{command_prefix}"{path}" > "{path}.out"', env=run_env)
                with open(f"{path}.out") as out:
                    encoded = out.read().strip()
                self.output.info(f"argon2-cpp test_package: ok {consumer} {program} {encoded}")
