package org.pcmemu.harness;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.models.bsp.Bsp;
import org.pcmemu.models.bsp.CostConvention;
import org.pcmemu.models.dbsp.DBsp;
import org.pcmemu.models.hpram.HPram;
import org.pcmemu.models.locality.LatencyFunction;
import org.pcmemu.models.logp.CapacityMode;
import org.pcmemu.models.logp.LogP;

/**
 * One emulated machine: a model, its processor count and its parameters as written
 * ({@code L=6}, {@code latency=sqrt(k)}). The models check the values' ranges themselves; this
 * class checks which parameters a model needs and takes.
 *
 * @param parameters  every parameter the model takes (besides the processor count), in the
 *                    model's order; optional ones only if given
 */
public record Machine(ModelKind kind, int processors, Map<String, String> parameters) {

    public Machine {
        parameters = orderedAndChecked(kind, parameters);
    }

    /**
     * A machine from a spec such as {@code logp:L=6,o=2,g=4} or {@code "dbsp:latency=log k,bandwidth=1"};
     * a comma inside parentheses belongs to the value ({@code latency=min(1,floor(k/4))}).
     */
    public static Machine parse(String spec, int processors) {
        int colon = spec.indexOf(':');
        ModelKind kind = ModelKind.of(colon < 0 ? spec : spec.substring(0, colon));
        Map<String, String> values = new LinkedHashMap<>();
        if (colon >= 0) {
            for (String pair : splitTopLevel(spec.substring(colon + 1))) {
                int eq = pair.indexOf('=');
                if (eq <= 0) {
                    throw new InvalidParameterException("machine '" + spec + "': '" + pair
                            + "' is not NAME=VALUE (e.g. logp:L=6,o=2,g=4)");
                }
                String name = pair.substring(0, eq).strip();
                if (values.put(name, pair.substring(eq + 1).strip()) != null) {
                    throw new InvalidParameterException("machine '" + spec + "': " + name + " is given twice");
                }
            }
        }
        return new Machine(kind, processors, values);
    }

    /** The LogP machine (logp or postal). */
    public LogP logP() {
        return switch (kind) {
            case LOGP -> new LogP(processors, number("L"), number("o"), number("g"), capacityMode());
            case POSTAL -> LogP.postal(processors, number("lambda"), capacityMode());
            case BSP, HPRAM, DBSP -> throw notThis("logp or postal");
        };
    }

    private CapacityMode capacityMode() {
        return CapacityMode.of(parameters.getOrDefault("capacity", CapacityMode.ENFORCE.label()));
    }

    public Bsp bsp() {
        if (kind != ModelKind.BSP) {
            throw notThis("bsp");
        }
        String cost = parameters.getOrDefault("cost", "max");
        CostConvention convention = null;
        for (CostConvention c : CostConvention.values()) {
            convention = c.label().equals(cost) ? c : convention;
        }
        if (convention == null) {
            throw new InvalidParameterException("unknown BSP cost convention '" + cost + "' (known: max, sum)");
        }
        return new Bsp(processors, number("g"), number("L"), convention);
    }

    public HPram hPram() {
        if (kind != ModelKind.HPRAM) {
            throw notThis("hpram");
        }
        return new HPram(processors, LatencyFunction.parse(parameters.get("latency")));
    }

    public DBsp dBsp() {
        if (kind != ModelKind.DBSP) {
            throw notThis("dbsp");
        }
        return new DBsp(processors, LatencyFunction.parse(parameters.get("bandwidth")),
                LatencyFunction.parse(parameters.get("latency")));
    }

    /** Builds the model once, so that every value is checked (ranges, labels, latency functions). */
    public void check() {
        switch (kind) {
            case LOGP, POSTAL -> logP();
            case BSP -> bsp();
            case HPRAM -> hPram();
            case DBSP -> dBsp();
        }
    }

    /** "logp P=1024 L=6 o=2 g=4". */
    public String label() {
        StringBuilder sb = new StringBuilder(kind.label()).append(' ').append(kind.processors()).append('=')
                .append(processors);
        parameters.forEach((k, v) -> sb.append(' ').append(k).append('=').append(v));
        return sb.toString();
    }

    /** The same machine with {@code processors} processors. */
    public Machine withProcessors(int count) {
        return new Machine(kind, count, parameters);
    }

    private long number(String name) {
        String v = parameters.get(name);
        try {
            return Long.parseLong(v.strip());
        } catch (NumberFormatException e) {
            throw new InvalidParameterException(name + " must be a whole number of cycles, got '" + v + "'");
        }
    }

    private InvalidParameterException notThis(String wanted) {
        return new InvalidParameterException("this runs on the " + wanted + " model, not on " + kind.label());
    }

    private static Map<String, String> orderedAndChecked(ModelKind kind, Map<String, String> given) {
        List<String> missing = new ArrayList<>();
        for (String name : kind.required()) {
            if (!given.containsKey(name)) {
                missing.add(name);
            }
        }
        for (String name : given.keySet()) {
            if (!kind.parameters().contains(name)) {
                throw new InvalidParameterException("the " + kind.label() + " model does not take '" + name
                        + "' (it takes " + String.join(", ", kind.parameters()) + ")");
            }
        }
        if (!missing.isEmpty()) {
            throw new InvalidParameterException("the " + kind.label() + " model needs " + String.join(", ", missing)
                    + " (e.g. " + example(kind) + ")");
        }
        Map<String, String> ordered = new LinkedHashMap<>();
        for (String name : kind.parameters()) {
            if (given.containsKey(name)) {
                ordered.put(name, given.get(name));
            }
        }
        return java.util.Collections.unmodifiableMap(ordered);
    }

    private static String example(ModelKind kind) {
        return switch (kind) {
            case LOGP -> "logp:L=6,o=2,g=4";
            case POSTAL -> "postal:lambda=6";
            case BSP -> "bsp:g=1,L=8";
            case HPRAM -> "hpram:latency=log k";
            case DBSP -> "\"dbsp:latency=log k,bandwidth=1\"";
        };
    }

    /* Splits at commas outside parentheses. */
    private static List<String> splitTopLevel(String s) {
        List<String> out = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            depth += c == '(' ? 1 : c == ')' ? -1 : 0;
            if (c == ',' && depth == 0) {
                out.add(s.substring(start, i));
                start = i + 1;
            }
        }
        out.add(s.substring(start));
        out.removeIf(String::isBlank);
        return out;
    }
}
