package natlab

import (
	"fmt"
	"os"
	"runtime"
	"syscall"

	"golang.org/x/sys/unix"
)

// inNS runs f on a thread moved into the named network namespace: the
// sockets f makes belong to that namespace for their whole life, whatever
// goroutine later uses them. The thread goes back to the test's namespace
// afterwards (or is ended by the runtime if it cannot).
func inNS(name string, f func() error) error {
	done := make(chan error, 1)
	// a goroutine of its own: if the thread cannot go back, it ends
	// locked with the goroutine and the runtime discards it
	go func() { done <- runInNS(name, f) }()
	return <-done
}

func runInNS(name string, f func() error) error {
	target, err := os.Open("/run/netns/" + name)
	if err != nil {
		return err
	}
	defer target.Close()
	runtime.LockOSThread()
	self, err := os.Open(fmt.Sprintf("/proc/self/task/%d/ns/net", syscall.Gettid()))
	if err != nil {
		runtime.UnlockOSThread()
		return err
	}
	defer self.Close()
	if err := setns(target); err != nil {
		runtime.UnlockOSThread()
		return fmt.Errorf("setns %s: %w", name, err)
	}
	ferr := f()
	if err := setns(self); err != nil {
		return fmt.Errorf("setns back: %w", err) // stays locked: the thread ends
	}
	runtime.UnlockOSThread()
	return ferr
}

func setns(f *os.File) error { return unix.Setns(int(f.Fd()), unix.CLONE_NEWNET) }
