//go:build unix

package ai

import (
	"syscall"
	"time"
)

// processCPU returns the CPU time the process has used (user and system).
var processCPU = func() time.Duration {
	var r syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &r) != nil {
		return 0
	}
	return time.Duration(r.Utime.Nano() + r.Stime.Nano())
}
