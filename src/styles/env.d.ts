// Types for `import styles from './x.module.css'` and asset imports, from rsbuild.
/// <reference types="@rsbuild/core/types" />
