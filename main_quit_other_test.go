//go:build !unix

package main

import "os"

// quitSignal stops a stuck program (no goroutine dump without SIGQUIT).
var quitSignal = os.Kill
