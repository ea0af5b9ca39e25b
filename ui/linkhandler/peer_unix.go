//go:build linux || darwin

package linkhandler

import (
	"errors"
	"fmt"
	"net"
	"os"
)

// peerIsUs checks that the program at the other end of the Unix socket
// conn runs as this user (peerUID: the kernel's word for it).
func peerIsUs(conn net.Conn) error {
	uc, ok := conn.(*net.UnixConn)
	if !ok {
		return errors.New("not a Unix socket")
	}
	raw, err := uc.SyscallConn()
	if err != nil {
		return err
	}
	var uid uint32
	var uerr error
	if err := raw.Control(func(fd uintptr) { uid, uerr = peerUID(int(fd)) }); err != nil {
		return err
	}
	if uerr != nil {
		return uerr
	}
	if int(uid) != os.Getuid() {
		return fmt.Errorf("the other program runs as user %d", uid)
	}
	return nil
}
