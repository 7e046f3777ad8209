package org.pcmemu.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

class SimulatorRatiosTest {
    private static final String PREFIX = "org.pcmemu.bench.SimulatorBenchmark.";

    private static String result(String method, String params, double score) {
        return "{\"benchmark\": \"" + PREFIX + method + "\", \"params\": {" + params + "}, \"primaryMetric\": {\"score\": "
                + score + ", \"scoreUnit\": \"us/op\"}}";
    }

    @Test
    void ratiosAreTheScoresDivided() throws Exception {
        String json = "[" + String.join(",",
                result("broadcastEmulator", "\"P\": \"1000\", \"capacity\": \"check\"", 800),
                result("broadcastEmulator", "\"P\": \"1000\", \"capacity\": \"enforce\"", 900),
                result("broadcastSimulator", "\"P\": \"1000\", \"simulator\": \"tuned\"", 50),
                result("broadcastSimulator", "\"P\": \"1000\", \"simulator\": \"plain\"", 400),
                result("threadFloor", "\"P\": \"1000\"", 500),
                result("exchangeEmulator", "\"P\": \"1000\", \"K\": \"999\", \"capacity\": \"check\"", 75000),
                result("exchangeSimulator", "\"P\": \"1000\", \"K\": \"999\", \"simulator\": \"plain\"", 2250000),
                "{\"benchmark\": \"org.pcmemu.bench.ExchangeBenchmark.exchange\", \"params\": {\"P\": \"1\"},"
                        + " \"primaryMetric\": {\"score\": 1, \"scoreUnit\": \"ms/op\"}}") + "]";
        List<SimulatorRatios.Row> rows = SimulatorRatios.read(new ObjectMapper().readTree(json));
        assertEquals(2, rows.size());
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        SimulatorRatios.print(rows, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String text = bytes.toString(StandardCharsets.UTF_8);
        // 800 / 50 = 16, 800 / 400 = 2, 900 / 50 = 18, 900 / 400 = 2.25; 75000 / 2250000 = 1/30
        // with the floor: 800 / 500 = 1.6, 900 / 500 = 1.8, 500 / 50 = 10, 500 / 400 = 1.25
        assertTrue(text.contains("check/tuned 16.00, check/plain 2.00, check/floor 1.60, enforce/tuned 18.00, enforce/plain 2.25,"
                + " enforce/floor 1.80, floor/tuned 10.00, floor/plain 1.25"), text);
        assertTrue(text.lines().anyMatch(l -> l.startsWith("broadcast") && l.contains(" 500.0 ")), text);
        assertTrue(text.contains("check/plain 0.033 (30.0 times faster)"), text);
        assertTrue(text.lines().anyMatch(l -> l.startsWith("exchange") && l.contains("75000.0") && l.contains(" - ")), text);
    }

    @Test
    void otherInputIsRefusedWithAReason() throws Exception {
        ObjectMapper json = new ObjectMapper();
        assertEquals("not a JMH results array", assertThrows(IllegalArgumentException.class,
                () -> SimulatorRatios.read(json.readTree("{\"a\": 1}"))).getMessage());
        assertEquals("no SimulatorBenchmark result in it", assertThrows(IllegalArgumentException.class,
                () -> SimulatorRatios.read(json.readTree("[]"))).getMessage());
    }
}
