package cputime

import (
	"syscall"
	"time"
	"unsafe"
)

// Thread returns the CPU time of the calling thread
// (CLOCK_THREAD_CPUTIME_ID); the caller locks its goroutine to the thread
// (runtime.LockOSThread). Unlike the process's, it does not count other
// goroutines' work.
func Thread() time.Duration {
	const clockThreadCPUTime = 3
	var ts syscall.Timespec
	if _, _, errno := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTime, uintptr(unsafe.Pointer(&ts)), 0); errno != 0 {
		return 0
	}
	return time.Duration(ts.Nano())
}
