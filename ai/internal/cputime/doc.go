// Package cputime reads the CPU time the process has used, for the
// decision-time measurements of the arena, the replay and timecap commands
// and the tests (wall time on a busy machine counts the wait for a core).
package cputime
