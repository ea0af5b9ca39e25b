package linkhandler

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/cego-spiel/cego/ui/netplay"
)

// The channel on Windows (where Go has no Unix socket with a peer's
// user): a TCP port on the loopback address, which any program of the
// computer reaches, and a random token that only programs able to read
// the config folder know — the file portFile there says the port and the
// token. The tests run it on Linux too.

// portFile is the file in the config folder with the receiver's port
// and token.
const portFile = "link-port"

// maxPortFile bounds what sendTCP reads of portFile.
const maxPortFile = 256

// listenTCP is Listen over the loopback TCP channel.
func listenTCP(configDir string, accept func(netplay.Invitation)) (*Receiver, error) {
	var b [32]byte
	if _, err := rand.Read(b[:]); err != nil {
		return nil, err
	}
	token := hex.EncodeToString(b[:])
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	content := fmt.Sprintf("%s %d %s\n", header, l.Addr().(*net.TCPAddr).Port, token)
	path := filepath.Join(configDir, portFile)
	if err := writeFileAtomic(path, content); err != nil {
		_ = l.Close()
		return nil, err
	}
	return newReceiver(l, token, nil, accept, func() {
		// remove the file when it is still this receiver's
		if data, err := os.ReadFile(path); err == nil && string(data) == content {
			_ = os.Remove(path)
		}
	}), nil
}

// writeFileAtomic writes content into path through a new file beside it
// (readable by this user only), so that a reader never sees half of it.
func writeFileAtomic(path, content string) error {
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+"-*")
	if err != nil {
		return err
	}
	_, werr := f.WriteString(content)
	cerr := f.Close()
	if err := errors.Join(werr, cerr, os.Chmod(f.Name(), 0o600)); err != nil {
		_ = os.Remove(f.Name())
		return err
	}
	if err := os.Rename(f.Name(), path); err != nil {
		_ = os.Remove(f.Name())
		return err
	}
	return nil
}

// readPortFile reads the port and the token in configDir's portFile.
func readPortFile(configDir string) (port int, token string, err error) {
	f, err := os.Open(filepath.Join(configDir, portFile))
	if err != nil {
		return 0, "", err
	}
	defer f.Close()
	buf := make([]byte, maxPortFile)
	n, _ := f.Read(buf)
	fields := strings.Fields(string(buf[:n]))
	if len(fields) != 4 || fields[0]+" "+fields[1] != header {
		return 0, "", errors.New("the file " + portFile + " is not a Cego link receiver's")
	}
	port, err = strconv.Atoi(fields[2])
	if err != nil || port < 1 || port > 65535 {
		return 0, "", errors.New("the file " + portFile + " names no port")
	}
	return port, fields[3], nil
}

// sendTCP is Send over the loopback TCP channel.
func sendTCP(configDir, link string) error {
	port, token, err := readPortFile(configDir)
	if err != nil {
		return err
	}
	conn, err := net.DialTimeout("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(port)), ioTimeout)
	if err != nil {
		return err
	}
	return exchange(conn, token, link)
}
