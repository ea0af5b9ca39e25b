package store

import (
	"bytes"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"path/filepath"
	"strings"
	"testing/fstest"
)

// memFS is an in-memory fileSystem, so fuzz targets run thousands of times a
// second instead of waiting on the disk. Paths are relative ("mem/…"), as
// io/fs wants them. Tests against the real disk cover the OS semantics.
type memFS struct {
	m fstest.MapFS
	n int
}

func newMemFS() *memFS { return &memFS{m: fstest.MapFS{}} }

func slash(p string) string { return filepath.ToSlash(p) }

func (f *memFS) MkdirAll(dir string, perm fs.FileMode) error {
	for d := slash(dir); d != "." && d != "/"; d = slash(filepath.Dir(d)) {
		if e, ok := f.m[d]; ok && !e.Mode.IsDir() {
			return &fs.PathError{Op: "mkdir", Path: d, Err: fs.ErrExist}
		}
		f.m[d] = &fstest.MapFile{Mode: fs.ModeDir | perm}
	}
	return nil
}

func (f *memFS) CreateTemp(dir, pattern string) (tempFile, error) {
	if e, ok := f.m[slash(dir)]; !ok || !e.Mode.IsDir() {
		return nil, &fs.PathError{Op: "createtemp", Path: dir, Err: fs.ErrNotExist}
	}
	f.n++
	name := slash(filepath.Join(dir, strings.Replace(pattern, "*", fmt.Sprint(f.n), 1)))
	f.m[name] = &fstest.MapFile{Mode: 0o600}
	return &memFile{f, name}, nil
}

func (f *memFS) Open(name string) (io.ReadCloser, error) { return f.m.Open(slash(name)) }

func (f *memFS) Rename(o, n string) error {
	e, ok := f.m[slash(o)]
	if !ok {
		return &fs.PathError{Op: "rename", Path: o, Err: fs.ErrNotExist}
	}
	f.m[slash(n)] = e
	delete(f.m, slash(o))
	return nil
}

func (f *memFS) Link(o, n string) error {
	e, ok := f.m[slash(o)]
	if !ok {
		return &fs.PathError{Op: "link", Path: o, Err: fs.ErrNotExist}
	}
	if _, ok := f.m[slash(n)]; ok {
		return &fs.PathError{Op: "link", Path: n, Err: fs.ErrExist}
	}
	f.m[slash(n)] = &fstest.MapFile{Mode: e.Mode, Data: bytes.Clone(e.Data)}
	return nil
}

func (f *memFS) Remove(name string) error {
	if _, ok := f.m[slash(name)]; !ok {
		return &fs.PathError{Op: "remove", Path: name, Err: fs.ErrNotExist}
	}
	delete(f.m, slash(name))
	return nil
}

func (f *memFS) Stat(name string) (fs.FileInfo, error)     { return fs.Stat(f.m, slash(name)) }
func (f *memFS) ReadDir(dir string) ([]fs.DirEntry, error) { return fs.ReadDir(f.m, slash(dir)) }
func (f *memFS) SyncDir(string) error                      { return nil }

// file returns the content at path and whether it exists.
func (f *memFS) file(path string) ([]byte, bool) {
	e, ok := f.m[slash(path)]
	if !ok {
		return nil, false
	}
	return e.Data, true
}

// put stores data at path, creating its folder.
func (f *memFS) put(path string, data []byte) {
	f.MkdirAll(filepath.Dir(path), 0o755)
	f.m[slash(path)] = &fstest.MapFile{Mode: 0o644, Data: bytes.Clone(data)}
}

// snapshot copies every file's content.
func (f *memFS) snapshot() map[string]string {
	out := map[string]string{}
	for k, v := range maps.All(f.m) {
		if !v.Mode.IsDir() {
			out[k] = string(v.Data)
		}
	}
	return out
}

type memFile struct {
	fs   *memFS
	name string
}

func (w *memFile) Write(p []byte) (int, error) {
	e, ok := w.fs.m[w.name]
	if !ok {
		return 0, fs.ErrClosed
	}
	e.Data = append(e.Data, p...)
	return len(p), nil
}

func (w *memFile) Name() string { return w.name }
func (w *memFile) Sync() error  { return nil }
func (w *memFile) Close() error { return nil }
