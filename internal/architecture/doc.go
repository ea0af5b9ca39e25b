// Package architecture holds no code of the program: its test checks that
// docs/ARCHITECTURE.md describes the packages as they are — every package of
// the module has a row in the table of packages, and each row's "imports"
// column names exactly what its packages import.
package architecture
