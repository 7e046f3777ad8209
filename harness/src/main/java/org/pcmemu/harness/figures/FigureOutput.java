package org.pcmemu.harness.figures;

import java.util.List;

/**
 * What a figure makes: the picture, the table behind it and where it agrees with the paper.
 *
 * @param svg         the SVG document
 * @param header      the CSV's column names
 * @param rows        the CSV's rows, one cell per column
 * @param agreements  the paper's numbers next to the emulated ones
 */
public record FigureOutput(String svg, List<String> header, List<List<String>> rows, List<Agreement> agreements) {

    public FigureOutput {
        header = List.copyOf(header);
        rows = rows.stream().map(List::copyOf).toList();
        agreements = List.copyOf(agreements);
    }

    /** True if every emulated number equals the paper's. */
    public boolean allEqual() {
        return agreements.stream().allMatch(Agreement::equal);
    }
}
