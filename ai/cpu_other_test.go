//go:build !unix

package ai

import "time"

// processCPU is not measured on this platform.
var processCPU func() time.Duration
