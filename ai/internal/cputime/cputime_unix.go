//go:build unix

package cputime

import (
	"syscall"
	"time"
)

// Process returns the CPU time the process has used (user and system).
var Process = func() time.Duration {
	var r syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &r) != nil {
		return 0
	}
	return time.Duration(r.Utime.Nano() + r.Stime.Nano())
}
