package bfftest

import (
	"path/filepath"
	"runtime"
)

// repoRoot is the repository's root, found from this file: tests run in their own package's
// folder, wherever that is.
var repoRoot = func() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..")
}()

// ContractFile is bff/openapi.yaml.
var ContractFile = filepath.Join(repoRoot, "bff", "openapi.yaml")

// GoldenRoot holds the golden answers, a folder per feature (testdata/bff/<feature>), each
// with its index.json.
var GoldenRoot = filepath.Join(repoRoot, "testdata", "bff")
