package dev.h2clab.loadtests;
public class LabCommand { public static void main(String[] a) {} }
