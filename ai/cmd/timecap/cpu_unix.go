//go:build unix

package main

import (
	"syscall"
	"time"
)

// processCPU returns the CPU time the process has used.
var processCPU = func() time.Duration {
	var r syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &r) != nil {
		return 0
	}
	return time.Duration(r.Utime.Nano() + r.Stime.Nano())
}
