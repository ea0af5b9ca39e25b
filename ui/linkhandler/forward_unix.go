//go:build unix

package linkhandler

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"net"
	"os"
	"path/filepath"
	"syscall"

	"github.com/cego-spiel/cego/ui/netplay"
)

// socketName is the Unix socket's name in its folder.
const socketName = "link"

// socketDir is the private folder of the socket of the program that
// holds configDir: in $XDG_RUNTIME_DIR (the user's own, by its
// specification), else in the folder of temporary files, named after
// configDir so that each config folder has its own.
func socketDir(configDir string) (string, error) {
	abs, err := filepath.Abs(configDir)
	if err != nil {
		return "", err
	}
	sum := sha256.Sum256([]byte(abs))
	base := os.Getenv("XDG_RUNTIME_DIR")
	if base == "" || !filepath.IsAbs(base) {
		base = os.TempDir()
	}
	return filepath.Join(base, "cego-"+hex.EncodeToString(sum[:8])), nil
}

// privateDir checks that p is a folder (not a link) of this user that no
// one else may write or enter; with create, it makes it when missing and
// takes the rights of others away from it.
func privateDir(p string, create bool) error {
	if create {
		if err := os.Mkdir(p, 0o700); err != nil && !errors.Is(err, fs.ErrExist) {
			return err
		}
	}
	fi, err := os.Lstat(p)
	if err != nil {
		return err
	}
	st, ok := fi.Sys().(*syscall.Stat_t)
	switch {
	case !fi.IsDir():
		return fmt.Errorf("%s is not a folder", p)
	case !ok || int(st.Uid) != os.Getuid():
		return fmt.Errorf("the folder %s belongs to another user", p)
	case fi.Mode().Perm()&0o077 != 0 && create:
		if err := os.Chmod(p, 0o700); err != nil {
			return err
		}
	case fi.Mode().Perm()&0o077 != 0:
		return fmt.Errorf("others may use the folder %s (%v)", p, fi.Mode().Perm())
	}
	return nil
}

// Listen makes this program the receiver of the links later programs on
// the config folder configDir hand over (Send); accept gets each
// well-formed invitation. The caller holds configDir's lock, so a socket
// found in the way was left by a program that was killed, and is
// replaced.
func Listen(configDir string, accept func(netplay.Invitation)) (*Receiver, error) {
	dir, err := socketDir(configDir)
	if err != nil {
		return nil, err
	}
	if err := privateDir(dir, true); err != nil {
		return nil, err
	}
	path := filepath.Join(dir, socketName)
	if err := os.Remove(path); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return nil, err
	}
	l, err := net.Listen("unix", path)
	if err != nil {
		return nil, err
	}
	if err := os.Chmod(path, 0o600); err != nil {
		_ = l.Close()
		return nil, err
	}
	// the listener removes the socket when closed; then the folder
	return newReceiver(l, "", peerIsUs, accept, func() { _ = os.Remove(dir) }), nil
}

// Send hands link to the program that holds the config folder configDir
// (its Listen) and reports whether it took it.
func Send(configDir, link string) error {
	dir, err := socketDir(configDir)
	if err != nil {
		return err
	}
	if err := privateDir(dir, false); err != nil {
		return err
	}
	conn, err := net.DialTimeout("unix", filepath.Join(dir, socketName), ioTimeout)
	if err != nil {
		return err
	}
	if err := peerIsUs(conn); err != nil {
		_ = conn.Close()
		return err
	}
	return exchange(conn, "", link)
}
