//go:build !unix

package cputime

import "time"

// Process is nil: the process's CPU time is not measured on this platform.
var Process func() time.Duration
