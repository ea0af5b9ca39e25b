package main

import (
	"bytes"
	"fmt"
	"os/exec"
	"sync"
	"time"
)

// runLimit is how long one run of the real program in these tests may
// take. A watch run of two deals takes 5–20 s; on a loaded CI machine
// a few times that.
const runLimit = 150 * time.Second

// lockedBuffer collects a process's output while it runs.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) Bytes() []byte {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]byte(nil), l.b.Bytes()...)
}

// runLimited runs cmd like CombinedOutput, but a run that is still going
// after limit gets SIGQUIT — the Go runtime then prints every goroutine's
// stack, which the returned output holds — and is killed 5 s later. A
// program stuck in the window system thus fails its test with the place
// where it hangs instead of holding the whole test binary until go test's
// timeout.
func runLimited(cmd *exec.Cmd, limit time.Duration) ([]byte, error) {
	var out lockedBuffer
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		return out.Bytes(), err
	case <-time.After(limit):
	}
	_ = cmd.Process.Signal(quitSignal)
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		_ = cmd.Process.Kill()
		<-done
	}
	return out.Bytes(), fmt.Errorf("still running after %v: stopped (the goroutine dump is in the output)", limit)
}
