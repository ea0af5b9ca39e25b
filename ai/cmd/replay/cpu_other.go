//go:build !unix

package main

import "time"

// processCPU is not measured on this platform.
var processCPU func() time.Duration
