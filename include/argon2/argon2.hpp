/// \file
/// The whole C++ API. `import argon2;` exports exactly these names.
#pragma once

#include <argon2/backend.hpp>
#include <argon2/batch.hpp>
#include <argon2/blake2b.hpp>
#include <argon2/calibrate.hpp>
#include <argon2/errc.hpp>
#include <argon2/governor.hpp>
#include <argon2/hash.hpp>
#include <argon2/hasher.hpp>
#include <argon2/params.hpp>
#include <argon2/salsa20.hpp>
#include <argon2/scrypt.hpp>
#include <argon2/types.hpp>
#include <argon2/version.hpp>
