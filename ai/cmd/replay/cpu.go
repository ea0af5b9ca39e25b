package main

import "github.com/cego-spiel/cego/ai/internal/cputime"

// processCPU returns the CPU time the process has used (nil where it is
// not measured).
var processCPU = cputime.Process
