//go:build unix

package linkhandler

import (
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// transports are the Unix socket (Listen, Send here) and the TCP channel.
func transports() []transport {
	return []transport{{
		name: "unix", listen: Listen, send: Send,
		dial: func(dir string) (net.Conn, error) {
			sd, err := socketDir(dir)
			if err != nil {
				return nil, err
			}
			return net.Dial("unix", filepath.Join(sd, socketName))
		},
		left: func(dir string) string {
			sd, _ := socketDir(dir)
			return filepath.Join(sd, socketName)
		},
	}, tcpTransport}
}

// TestSocketFolderOfOthers: a folder for the socket that others may
// write is not used by the sender, and taken back by the receiver.
func TestSocketFolderOfOthers(t *testing.T) {
	dir := folders(t)
	sd, _ := socketDir(dir)
	if err := os.Mkdir(sd, 0o777); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(sd, 0o777); err != nil {
		t.Fatal(err)
	}
	if err := Send(dir, testLink); err == nil || !strings.Contains(err.Error(), "others may use") {
		t.Errorf("Send into a folder others may write: %v", err)
	}
	receiving(t, transports()[0], dir)
	fi, err := os.Stat(sd)
	if err != nil || fi.Mode().Perm() != 0o700 {
		t.Fatalf("the receiver left the folder as %v (%v)", fi.Mode(), err)
	}
	sock, err := os.Stat(filepath.Join(sd, socketName))
	if err != nil || sock.Mode().Perm() != 0o600 {
		t.Errorf("the socket is %v (%v), want 0600", sock.Mode(), err)
	}
	if err := Send(dir, testLink); err != nil {
		t.Errorf("Send after the receiver took the folder back: %v", err)
	}
}
