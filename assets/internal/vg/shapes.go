package vg

import "fmt"

// shapeOf builds the Shape of a basic element from its geometry attributes.
func shapeOf(name string, attrs map[string]string, st style, where string) (Shape, error) {
	num := func(key string, def float64, required bool) (float64, error) {
		v, ok := attrs[key]
		if !ok {
			if required {
				return 0, fmt.Errorf("%s: attribute %s is required", where, key)
			}
			return def, nil
		}
		f, err := parseLength(v)
		if err != nil {
			return 0, fmt.Errorf("%s: %s: %v", where, key, err)
		}
		return f, nil
	}
	var nums [6]float64
	get := func(keys ...string) error {
		for i, k := range keys {
			v, err := num(k, 0, false)
			if err != nil {
				return err
			}
			nums[i] = v
		}
		return nil
	}
	var p Path
	fillable := true
	switch name {
	case "path":
		d, ok := attrs["d"]
		if !ok {
			return Shape{}, fmt.Errorf("%s: attribute d is required", where)
		}
		var err error
		p, err = ParsePathData(d)
		if err != nil {
			return Shape{}, fmt.Errorf("%s: %v", where, err)
		}
	case "rect":
		if err := get("x", "y", "width", "height", "rx", "ry"); err != nil {
			return Shape{}, err
		}
		_, hasRx := attrs["rx"]
		_, hasRy := attrs["ry"]
		if hasRx != hasRy {
			return Shape{}, fmt.Errorf("%s: give rx and ry together (Fyne's reader squares corners with only one)", where)
		}
		x, y, w, h, rx, ry := nums[0], nums[1], nums[2], nums[3], nums[4], nums[5]
		if w < 0 || h < 0 || rx < 0 || ry < 0 {
			return Shape{}, fmt.Errorf("%s: negative size", where)
		}
		if w == 0 || h == 0 {
			break
		}
		rx, ry = min(rx, w/2), min(ry, h/2)
		if rx == 0 || ry == 0 {
			p.MoveTo(Point{x, y})
			p.LineTo(Point{x + w, y})
			p.LineTo(Point{x + w, y + h})
			p.LineTo(Point{x, y + h})
			p.Close()
			break
		}
		p.MoveTo(Point{x + rx, y})
		p.LineTo(Point{x + w - rx, y})
		p.ArcTo(Point{x + w - rx, y}, rx, ry, 0, false, true, Point{x + w, y + ry})
		p.LineTo(Point{x + w, y + h - ry})
		p.ArcTo(Point{x + w, y + h - ry}, rx, ry, 0, false, true, Point{x + w - rx, y + h})
		p.LineTo(Point{x + rx, y + h})
		p.ArcTo(Point{x + rx, y + h}, rx, ry, 0, false, true, Point{x, y + h - ry})
		p.LineTo(Point{x, y + ry})
		p.ArcTo(Point{x, y + ry}, rx, ry, 0, false, true, Point{x + rx, y})
		p.Close()
	case "circle":
		if err := get("cx", "cy", "r"); err != nil {
			return Shape{}, err
		}
		if nums[2] < 0 {
			return Shape{}, fmt.Errorf("%s: negative radius", where)
		}
		if nums[2] > 0 {
			p.Ellipse(Point{nums[0], nums[1]}, nums[2], nums[2])
		}
	case "ellipse":
		if err := get("cx", "cy", "rx", "ry"); err != nil {
			return Shape{}, err
		}
		if nums[2] < 0 || nums[3] < 0 {
			return Shape{}, fmt.Errorf("%s: negative radius", where)
		}
		if nums[2] > 0 && nums[3] > 0 {
			p.Ellipse(Point{nums[0], nums[1]}, nums[2], nums[3])
		}
	case "polygon", "polyline":
		v, err := parseNumberList(attrs["points"])
		if err != nil || len(v)%2 != 0 {
			return Shape{}, fmt.Errorf("%s: points must be pairs of numbers", where)
		}
		for i := 0; i+1 < len(v); i += 2 {
			if i == 0 {
				p.MoveTo(Point{v[0], v[1]})
			} else {
				p.LineTo(Point{v[i], v[i+1]})
			}
		}
		if name == "polygon" && p.Len() > 0 {
			p.Close()
		}
	case "line":
		if err := get("x1", "y1", "x2", "y2"); err != nil {
			return Shape{}, err
		}
		p.MoveTo(Point{nums[0], nums[1]})
		p.LineTo(Point{nums[2], nums[3]})
		fillable = false
	}
	sh := Shape{
		Path:          p.Transform(st.m),
		Fill:          st.fill,
		FillOpacity:   st.fillOp * st.opacity,
		Stroke:        st.stroke,
		StrokeOpacity: st.strokeOp * st.opacity,
		StrokeWidth:   st.width,
		Cap:           st.cap,
		Join:          st.join,
		Layer:         st.layer,
		Elem:          where,
	}
	if !fillable {
		sh.Fill = Paint{None: true}
	}
	return sh, nil
}
