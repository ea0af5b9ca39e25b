// Package cputime reads the CPU time the process (Process) or the calling
// thread (Thread) has used, for the decision-time measurements of the
// arena, the replay and timecap commands, the solver's measurements and the
// tests (wall time on a busy machine counts the wait for a core).
package cputime
