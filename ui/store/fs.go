package store

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"runtime"
	"syscall"
)

// fileSystem is the narrow set of file operations the store uses. It is a
// seam for tests, which inject faults (a crash between write and rename);
// production code uses osFS.
type fileSystem interface {
	MkdirAll(dir string, perm fs.FileMode) error
	CreateTemp(dir, pattern string) (tempFile, error)
	Open(name string) (io.ReadCloser, error)
	Rename(oldpath, newpath string) error
	Link(oldpath, newpath string) error
	Remove(name string) error
	Stat(name string) (fs.FileInfo, error)
	ReadDir(dir string) ([]fs.DirEntry, error)
	SyncDir(dir string) error
}

// tempFile is a file being written before it is renamed into place.
type tempFile interface {
	io.Writer
	Name() string
	Sync() error
	Close() error
}

// osFS is the real file system.
type osFS struct{}

func (osFS) MkdirAll(dir string, perm fs.FileMode) error { return os.MkdirAll(dir, perm) }
func (osFS) CreateTemp(dir, pattern string) (tempFile, error) {
	return os.CreateTemp(dir, pattern)
}
func (osFS) Open(name string) (io.ReadCloser, error)   { return os.Open(name) }
func (osFS) Rename(oldpath, newpath string) error      { return os.Rename(oldpath, newpath) }
func (osFS) Link(oldpath, newpath string) error        { return os.Link(oldpath, newpath) }
func (osFS) Remove(name string) error                  { return os.Remove(name) }
func (osFS) Stat(name string) (fs.FileInfo, error)     { return os.Stat(name) }
func (osFS) ReadDir(dir string) ([]fs.DirEntry, error) { return os.ReadDir(dir) }

// SyncDir makes a rename in dir durable. Windows cannot fsync a folder (its
// renames are durable once they return), and some file systems refuse it;
// those refusals are not errors.
func (osFS) SyncDir(dir string) error {
	if runtime.GOOS == "windows" {
		return nil
	}
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	err = d.Sync()
	if cerr := d.Close(); err == nil {
		err = cerr
	}
	if errors.Is(err, syscall.EINVAL) || errors.Is(err, errors.ErrUnsupported) {
		return nil
	}
	return err
}
