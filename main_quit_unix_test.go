//go:build unix

package main

import "syscall"

// quitSignal makes a stuck Go program print its goroutines and exit.
var quitSignal = syscall.SIGQUIT
