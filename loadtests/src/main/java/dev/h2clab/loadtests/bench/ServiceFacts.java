package dev.h2clab.loadtests.bench;

/**
 * Start-up and memory of one service process.
 *
 * @param service            catalog-service, gateway-bff http1 or gateway-bff h2c
 * @param firstAnswerSeconds from process start to its first 200 on a real endpoint (not a health check)
 * @param rssMb              highest resident set size seen while the bench loaded it
 */
public record ServiceFacts(String service, double firstAnswerSeconds, double rssMb) {
}
