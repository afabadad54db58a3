// CSS module and asset typings from rsbuild; a repeated reference elsewhere is harmless.
/// <reference types="@rsbuild/core/types" />
